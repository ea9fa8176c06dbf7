module @jit_dict_params attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2xf32>) -> (tensor<f32> {jax.result_info = "result['norm']"}, tensor<3xf32> {jax.result_info = "result['out']"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<3xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<3xf32>
    %2 = stablehlo.multiply %arg1, %arg1 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    return %3, %1 : tensor<f32>, tensor<3xf32>
  }
}
