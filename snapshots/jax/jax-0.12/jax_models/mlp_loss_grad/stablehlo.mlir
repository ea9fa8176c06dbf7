module @jit_mlp_loss_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2xf32>, %arg3: tensor<8x2xf32>, %arg4: tensor<3x4xf32>, %arg5: tensor<3xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]['dense1']['b']"}, tensor<4x8xf32> {jax.result_info = "result[1]['dense1']['w']"}, tensor<2xf32> {jax.result_info = "result[1]['dense2']['b']"}, tensor<8x2xf32> {jax.result_info = "result[1]['dense2']['w']"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<3x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<3x8xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<3x8xf32>
    %11 = stablehlo.add %3, %10 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<3x8xf32>
    %14 = stablehlo.tanh %13 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %16 = stablehlo.add %15, %14 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %18 = stablehlo.subtract %17, %14 : tensor<3x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %21 = stablehlo.add %20, %14 : tensor<3x8xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<3x8xf32>
    %24 = stablehlo.multiply %3, %23 : tensor<3x8xf32>
    %25 = stablehlo.dot_general %24, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<8x2xf32>) -> tensor<3x2xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<3x2xf32>
    %28 = stablehlo.add %25, %27 : tensor<3x2xf32>
    %29:3 = call @log_softmax(%28) : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x1xf32>)
    %30 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %31:2 = call @take_along_axis(%29#0, %30) : (tensor<3x2xf32>, tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1x1xi32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31#0 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %33 = stablehlo.divide %32, %cst_7 : tensor<f32>
    %34 = stablehlo.negate %33 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.negate %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %36 = stablehlo.divide %35, %cst_9 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %38 = call @take_along_axis_0(%31#1, %37) : (tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %39 = call @log_softmax_1(%29#1, %29#2, %38) : (tensor<3x2xf32>, tensor<3x1xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %41 = stablehlo.reshape %40 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.dot_general %39, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<3x8xf32>) -> tensor<2x8xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>
    %45 = stablehlo.dot_general %39, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x2xf32>, tensor<8x2xf32>) -> tensor<3x8xf32>
    %46 = stablehlo.multiply %3, %45 : tensor<3x8xf32>
    %47 = stablehlo.multiply %45, %23 : tensor<3x8xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %49 = stablehlo.multiply %48, %46 : tensor<3x8xf32>
    %50 = stablehlo.multiply %49, %19 : tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<3x8xf32>
    %53 = stablehlo.add %47, %52 : tensor<3x8xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<3x8xf32>
    %56 = stablehlo.multiply %55, %8 : tensor<3x8xf32>
    %57 = stablehlo.add %53, %56 : tensor<3x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<3x8xf32>, tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.dot_general %57, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x8xf32>, tensor<3x4xf32>) -> tensor<8x4xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    return %34, %60, %62, %42, %44 : tensor<f32>, tensor<8xf32>, tensor<4x8xf32>, tensor<2xf32>, tensor<8x2xf32>
  }
  func.func private @log_softmax(%arg0: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x1xf32>) {
    %cst = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x2xf32>
    %6 = stablehlo.exponential %5 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.log %8 : tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x2xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<3x2xf32>
    return %11, %6, %8 : tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x2xf32>, %arg1: tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x1x1xi1>, tensor<i1>) -> tensor<3x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x2xf32>, tensor<3x1x1xi32>) -> tensor<3x1xf32>
    %cst = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x1xi1>, tensor<3x1xf32>
    return %15, %5 : tensor<3x1xf32>, tensor<3x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<3x1x1xi32>, %arg1: tensor<3x1xf32>) -> tensor<3x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x2xf32>, tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<3x2xf32>, %arg1: tensor<3x1xf32>, %arg2: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.negate %arg2 : tensor<3x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.reshape %1 : (tensor<3xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3x2xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<3x2xf32>
    return %7 : tensor<3x2xf32>
  }
}
